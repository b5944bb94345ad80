import { createLogger, loadConfig, runProcess } from '@fabelhaft/service-kit';
import { bffConfigSchema } from './bff.config';
import { createBffApp } from './create-app';

runProcess('bff', async () => {
  const config = loadConfig(bffConfigSchema);
  const app = await createBffApp(config);
  await app.listen(config.BFF_PORT, config.BFF_HOST);
  createLogger('bff', config.LOG_LEVEL).info({ url: await app.getUrl() }, 'bff ready');
  return { stop: () => app.close() };
});
