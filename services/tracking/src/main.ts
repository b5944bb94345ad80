import 'reflect-metadata';
import { runService } from '@fabelhaft/service-kit/service';
import { trackingConfigSchema } from './tracking.config';
import { TrackingModule } from './tracking.module';

runService('tracking', trackingConfigSchema, (config) => TrackingModule.forRoot(config));
