import 'reflect-metadata';
import { runService } from '@fabelhaft/service-kit/service';
import { fulfilmentConfigSchema } from './fulfilment.config';
import { FulfilmentModule } from './fulfilment.module';

runService('fulfilment', fulfilmentConfigSchema, (config) => FulfilmentModule.forRoot(config));
