import { Foundation1763700000000 } from './1763700000000-Foundation';
import { Markets1763800000000 } from './1763800000000-Markets';
import { Money1763900000000 } from './1763900000000-Money';
import { Trading1764000000000 } from './1764000000000-Trading';

// Every migration, in order. Listed explicitly so the build and the tests run the same set.
export const migrations = [Foundation1763700000000, Markets1763800000000, Money1763900000000, Trading1764000000000];
