// Validates Kubernetes objects offline against the API schemas (ADR 0048): the `kubernetes-models` package for the
// built-in kinds, its KEDA and External Secrets model packages for those CRDs. Plain ES module run by node (the
// model packages ship ES modules only): reads a JSON array of objects on stdin, writes a JSON array of
// { kind, name, errors } (errors: null when valid, a message when not, "no model" when no package knows the kind).
// The manifests test (deploy/local/src/k8s-manifests.int.spec.ts) passes it the rendered objects.
const PACKAGES = [
  { group: /^(keda\.sh|eventing\.keda\.sh)$/, module: (g, v, k) => `@kubernetes-models/keda/${g}/${v}/${k}` },
  {
    group: /^(generators\.)?external-secrets\.io$/,
    module: (g, v, k) => `@kubernetes-models/external-secrets/${g}/${v}/${k}`,
  },
  { group: /^[a-z0-9.]*$/, module: (g, v, k) => `kubernetes-models/${g ? `${g}/` : ''}${v}/${k}` },
];

async function modelOf(apiVersion, kind) {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  const entry = PACKAGES.find((p) => p.group.test(group));
  try {
    const module = await import(entry.module(group, version, kind));
    return module[kind];
  } catch {
    return undefined;
  }
}

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', async () => {
  const results = [];
  for (const object of JSON.parse(input)) {
    const name = object?.metadata?.name;
    const Model = await modelOf(String(object.apiVersion), String(object.kind));
    if (!Model) {
      results.push({ kind: object.kind, apiVersion: object.apiVersion, name, errors: 'no model' });
      continue;
    }
    try {
      new Model(object).validate();
      results.push({ kind: object.kind, apiVersion: object.apiVersion, name, errors: null });
    } catch (error) {
      results.push({
        kind: object.kind,
        apiVersion: object.apiVersion,
        name,
        errors: String(error?.message ?? error),
      });
    }
  }
  process.stdout.write(JSON.stringify(results));
});
