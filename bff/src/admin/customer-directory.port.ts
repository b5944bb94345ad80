/**
 * The identity provider's users as support needs them (issue #24, ADR 0034): the verified email of every
 * customer, and the customers an email search finds. The provider is the one source of the address: nothing
 * here is copied into a service, so an erased account (its user deleted, ADR 0016) has no email left anywhere.
 */
export interface CustomerDirectory {
  /** The verified emails of these subjects; a subject without one (unverified, gone) is left out. */
  emailsOf(subjects: readonly string[]): Promise<Map<string, string>>;
  /** The subjects whose verified email starts with `text` (the provider's prefix search), at most `limit`. */
  subjectsByEmail(text: string, limit: number): Promise<string[]>;
}

export const CUSTOMER_DIRECTORY = Symbol('CUSTOMER_DIRECTORY');

/** No directory configured (COGNITO_ADMIN_API_URL unset): the console shows the emails limits knows. */
export const noCustomerDirectory: CustomerDirectory = {
  emailsOf: async () => new Map(),
  subjectsByEmail: async () => [],
};
