import 'reflect-metadata';
import { runService } from '@fabelhaft/service-kit/service';
import { booksConfigSchema } from './books.config';
import { BooksModule } from './books.module';

runService('books', booksConfigSchema, (config) => BooksModule.forRoot(config));
