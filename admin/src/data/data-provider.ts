import { fetchUtils, HttpError, type DataProvider, type Identifier, type RaRecord } from 'ra-core';
import simpleRestProvider from 'ra-data-simple-rest';
import type { AdminRefundRequest } from '@fabelhaft/contracts';

/** The BFF's `/admin/*` in the conventions of ra-data-simple-rest (docs/admin-api.md). */
export type HttpClient = (url: string, options?: fetchUtils.Options) => Promise<{ json: unknown }>;

/**
 * An httpClient that sends the current id token as `Authorization: Bearer` on every call. ra-data-simple-rest
 * also sends a `Range` header on lists; the BFF's CORS does not allow it (and reads the `range` query
 * parameter, which carries the same), so it is dropped here rather than failing every cross-origin list.
 */
export function authorisedHttpClient(
  getToken: () => Promise<string>,
  fetchJson: typeof fetchUtils.fetchJson = fetchUtils.fetchJson,
) {
  return async (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    headers.delete('Range');
    headers.set('Authorization', `Bearer ${await getToken()}`);
    try {
      return await fetchJson(url, { ...options, headers });
    } catch (err) {
      // The APIs answer `{ detail, code }` (docs/admin-api.md); react-admin shows an error's message, which
      // would otherwise be the bare status text ("Unsupported Media Type").
      const detail = err instanceof HttpError ? (err.body as { detail?: unknown } | null)?.detail : undefined;
      if (err instanceof HttpError && typeof detail === 'string' && detail) {
        throw new HttpError(detail, err.status, err.body);
      }
      throw err;
    }
  };
}

/** POST /admin/orders/{id}/refund (libs/contracts): item ids, absent for the whole order, and the reason. */
export type RefundInput = AdminRefundRequest;

export interface GrantInput {
  previews?: number;
  edits?: number;
}

/** The workflow actions: each a command endpoint answering the updated record (STYLE.md, admin). */
export interface SupportActions {
  approveLimitRequest(id: Identifier, grant: number): Promise<{ data: RaRecord }>;
  rejectLimitRequest(id: Identifier, reason: string): Promise<{ data: RaRecord }>;
  grantCustomer(id: Identifier, grant: GrantInput): Promise<{ data: RaRecord }>;
  refundOrder(id: Identifier, refund: RefundInput): Promise<{ data: RaRecord }>;
  retryProduction(id: Identifier): Promise<{ data: RaRecord }>;
  retryDeadLetter(id: Identifier): Promise<{ data: RaRecord }>;
  discardDeadLetter(id: Identifier): Promise<{ data: RaRecord }>;
  /** issue #15: before production only (409 after). */
  cancelPrintJob(id: Identifier, reason: string): Promise<{ data: RaRecord }>;
  /** issue #15: answers the new job. */
  reprintPrintJob(id: Identifier, reason: string): Promise<{ data: RaRecord }>;
  /** issue #22: runs an account erasure's open steps now; answers the erasure as it then is. */
  retryErasure(id: Identifier): Promise<{ data: RaRecord }>;
  /** issue #26: a post goes live on /blog (within the storefront's minute of cache) / back to draft. */
  publishPost(id: Identifier): Promise<{ data: RaRecord }>;
  unpublishPost(id: Identifier): Promise<{ data: RaRecord }>;
  /** issue #26: who changed the post, when, and which fields (the content service's audit trail). */
  postHistory(id: Identifier): Promise<{ data: PostHistoryEntry[] }>;
}

export interface PostHistoryEntry {
  action: string;
  userId: string;
  at: string;
  changes: Record<string, unknown> | null;
}

/**
 * A post's cover as react-admin's ImageInput holds it: `src` and `title` for its preview (added to what the
 * content service answers, `url` and `name`); a newly chosen file adds `rawFile`.
 */
export interface CoverValue {
  src?: string;
  title?: string;
  url?: string;
  rawFile?: File;
}

function withCoverPreview<R extends RaRecord>(record: R): R {
  const cover = record?.cover as { url?: string; name?: string } | null | undefined;
  if (!cover?.url) return record;
  return { ...record, cover: { ...cover, src: cover.url, title: cover.name ?? '' } };
}

export type SupportDataProvider = DataProvider & SupportActions;

/**
 * ra-data-simple-rest on `<bffUrl>/admin` (lists: `filter`, `sort`, `range`, `Content-Range`) plus the
 * workflow actions of issue #13.
 */
export function createDataProvider(
  bffUrl: string,
  httpClient: HttpClient,
  contentUrl = '',
): SupportDataProvider {
  const api = `${bffUrl.replace(/\/$/, '')}/admin`;
  const bffRest = simpleRestProvider(api, httpClient as typeof fetchUtils.fetchJson);
  // issue #26: posts live in the content service, which speaks the same conventions on its own /admin.
  const contentApi = `${contentUrl.replace(/\/$/, '')}/admin`;
  const contentRest = simpleRestProvider(contentApi, httpClient as typeof fetchUtils.fetchJson);
  const pick = (resource: string) => (resource === 'posts' ? contentRest : bffRest);
  const rest = Object.fromEntries(
    Object.keys(bffRest).map((method) => [
      method,
      (resource: string, params: unknown) =>
        (pick(resource) as unknown as Record<string, (r: string, p: unknown) => unknown>)[method]!(
          resource,
          params,
        ),
    ]),
  ) as unknown as DataProvider;
  const path = (resource: string, id: Identifier, action?: string) =>
    `${api}/${resource}/${encodeURIComponent(String(id))}${action ? `/${action}` : ''}`;
  const post = async (url: string, body: unknown = {}) => {
    const { json } = await httpClient(url, { method: 'POST', body: JSON.stringify(body) });
    return { data: json as RaRecord };
  };
  const postPath = (id: Identifier, action?: string) =>
    `${contentApi}/posts/${encodeURIComponent(String(id))}${action ? `/${action}` : ''}`;

  /**
   * issue #26: posts' covers. The form's record goes to the content service as JSON without its cover; a
   * newly chosen file is then uploaded (multipart, PUT …/cover), a removed one deleted — each its own audited
   * change. The answer is the post as it then is.
   */
  const posts: Partial<DataProvider> = {
    getList: async (resource, params) => {
      const result = await contentRest.getList(resource, params);
      return { ...result, data: result.data.map(withCoverPreview) };
    },
    getMany: async (resource, params) => {
      const result = await contentRest.getMany(resource, params);
      return { ...result, data: result.data.map(withCoverPreview) };
    },
    getOne: async (resource, params) => {
      const result = await contentRest.getOne(resource, params);
      return { data: withCoverPreview(result.data) };
    },
    update: async (resource, params) => {
      const { cover, ...fields } = (params.data ?? {}) as Partial<RaRecord> & { cover?: CoverValue | null };
      let result = await contentRest.update(resource, { ...params, data: fields });
      if (cover?.rawFile instanceof File) {
        const form = new FormData();
        form.append('file', cover.rawFile, cover.rawFile.name);
        const { json } = await httpClient(postPath(params.id, 'cover'), { method: 'PUT', body: form });
        result = { data: json as typeof result.data };
      } else if ('cover' in (params.data ?? {}) && !cover && params.previousData?.cover) {
        const { json } = await httpClient(postPath(params.id, 'cover'), { method: 'DELETE' });
        result = { data: json as typeof result.data };
      }
      return { data: withCoverPreview(result.data) };
    },
    create: async (resource, params) => {
      const { cover: _ignored, ...fields } = (params.data ?? {}) as Partial<RaRecord> & { cover?: unknown };
      const result = await contentRest.create(resource, { ...params, data: fields });
      return { data: withCoverPreview(result.data) };
    },
  };

  return {
    ...rest,
    ...(Object.fromEntries(
      Object.entries(posts).map(([method, run]) => [
        method,
        (resource: string, params: unknown) =>
          resource === 'posts'
            ? (run as (r: string, p: unknown) => unknown)(resource, params)
            : (rest as unknown as Record<string, (r: string, p: unknown) => unknown>)[method]!(
                resource,
                params,
              ),
      ]),
    ) as Partial<DataProvider>),
    approveLimitRequest: (id, grant) => post(path('limit-requests', id, 'approve'), { grant }),
    rejectLimitRequest: (id, reason) => post(path('limit-requests', id, 'reject'), { reason }),
    grantCustomer: (id, grant) => post(path('customers', id, 'grant'), grant),
    refundOrder: (id, refund) =>
      post(path('orders', id, 'refund'), refund.items?.length ? refund : { reason: refund.reason }),
    retryProduction: (id) => post(path('books', id, 'retry-production')),
    retryDeadLetter: (id) => post(path('dead-letters', id, 'retry')),
    cancelPrintJob: (id, reason) => post(path('print-jobs', id, 'cancel'), { reason }),
    reprintPrintJob: (id, reason) => post(path('print-jobs', id, 'reprint'), { reason }),
    retryErasure: (id) => post(path('erasures', id, 'retry')),
    publishPost: async (id) => ({ data: withCoverPreview((await post(postPath(id, 'publish'))).data) }),
    unpublishPost: async (id) => ({ data: withCoverPreview((await post(postPath(id, 'unpublish'))).data) }),
    postHistory: async (id) => {
      const { json } = await httpClient(postPath(id, 'history'));
      return { data: json as PostHistoryEntry[] };
    },
    discardDeadLetter: async (id) => {
      const { json } = await httpClient(path('dead-letters', id), { method: 'DELETE' });
      return { data: (json as RaRecord | null) ?? { id } };
    },
  };
}
