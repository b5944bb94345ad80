import 'reflect-metadata';
import { runService } from '@fabelhaft/service-kit/service';
import { notificationsConfigSchema } from './notifications.config';
import { NotificationsModule } from './notifications.module';

runService('notifications', notificationsConfigSchema, (config) => NotificationsModule.forRoot(config));
