export * from './sanitize';
export * from './excerpt';
export * from './strapi';
