import 'reflect-metadata';
import { runService } from '@fabelhaft/service-kit/service';
import { refinementPlannerOf } from './infrastructure/refinement-planner';
import { refinementConfigSchema } from './refinement.config';
import { RefinementModule } from './refinement.module';

runService('refinement', refinementConfigSchema, (config) =>
  RefinementModule.forRoot(config, { planner: refinementPlannerOf(config) }),
);
