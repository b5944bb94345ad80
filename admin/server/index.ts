// The support console's server (issue #13): port 3001 by default, started by `npm start` (deploy/local).
import { runProcess } from '@fabelhaft/service-kit';
import { createAdminApp } from './app';
import { loadAdminConfig } from './config';

runProcess('admin', async () => {
  const config = loadAdminConfig();
  const { app, close } = await createAdminApp(config);
  const server = app.listen(config.ADMIN_PORT, config.ADMIN_HOST);
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  console.log(
    `admin ready ${config.ADMIN_URL} (${config.NODE_ENV === 'production' ? 'production' : 'development, HMR'})`,
  );
  return {
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await close();
    },
  };
});
