import { defineModule } from '../../app/module';
import { MetaResolver } from './meta.resolver';

/** What clients ask about the API itself (the error codes they must translate). */
export const metaModule = defineModule({ name: 'meta', resolvers: [MetaResolver] });
