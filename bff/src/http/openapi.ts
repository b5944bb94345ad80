import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { z } from 'zod';

/**
 * OpenAPI schema of a contract, generated from the same zod schema that validates the payload: request bodies
 * as the client sends them (`input`), responses as the server returns them.
 */
export function schemaOf(schema: z.ZodType, io: 'input' | 'output' = 'output'): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  delete json.$schema;
  return json;
}

export function setupOpenApi(app: INestApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Fabelhaft API')
      .setDescription("The storefront's REST paths (product spec §7). Errors are `{ detail, code }`.")
      .setVersion('1')
      .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Cognito id token' })
      .build(),
  );
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs/openapi.json' });
}
