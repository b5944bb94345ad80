import { BadRequestException } from '@nestjs/common';
import type { z } from 'zod';
import { ErrorCodes, isUnstorableTextIssue } from '@fabelhaft/contracts';

/**
 * Validates a request against its contract. Bad input gets 400 `{ detail, code }` whose detail is the first
 * problem's text (spec §5/§8 texts where the contract carries them), and nothing downstream is called.
 */
export function parseOrBadRequest<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join('.');
  const detail = issue.code === 'invalid_type' && field ? `${field}: ${issue.message}` : issue.message;
  // issue #22: text Postgres cannot store has its own code (and names its field).
  if (isUnstorableTextIssue(issue)) {
    throw new BadRequestException({
      detail: field ? `${field}: ${issue.message}` : issue.message,
      code: ErrorCodes.INVALID_TEXT,
    });
  }
  throw new BadRequestException({ detail, code: ErrorCodes.VALIDATION });
}
