import 'reflect-metadata';
import { createLogger, loadConfig, runProcess } from '@fabelhaft/service-kit';
import { contentConfigSchema } from './content.config';
import { createContentApp } from './create-app';

runProcess('content', async () => {
  const config = loadConfig(contentConfigSchema);
  const app = await createContentApp(config);
  await app.listen(config.CONTENT_PORT, config.CONTENT_HOST);
  createLogger('content', config.LOG_LEVEL).info({ url: await app.getUrl() }, 'content ready');
  return { stop: () => app.close() };
});
