import 'reflect-metadata';
import { runService } from '@fabelhaft/service-kit/service';
import { ordersConfigSchema } from './orders.config';
import { OrdersModule } from './orders.module';

runService('orders', ordersConfigSchema, (config) => OrdersModule.forRoot(config));
