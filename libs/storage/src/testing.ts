// Test helpers of other projects' tests (a devDependency underneath: never import this from product code).
export * from './test-fixtures/s3rver-server';
// The S3 adapter itself, for tests that build one directly.
export { S3Storage } from './s3-storage';
