export * from './errors';
export * from './keys';
export * from './object-storage';
export * from './filesystem-storage';
export * from './url-signer';
