import 'reflect-metadata';
import { runService } from '@fabelhaft/service-kit/service';
import { limitsConfigSchema } from './limits.config';
import { LimitsModule } from './limits.module';

runService('limits', limitsConfigSchema, (config) => LimitsModule.forRoot(config));
