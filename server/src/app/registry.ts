/**
 * What the modules provide, filled in by each module with declaration merging, so a new domain adds its
 * services and loaders from its own folder:
 *
 *   declare module '../../app/registry' {
 *     interface ServiceRegistry { ipo: IpoService }
 *     interface LoaderRegistry { offeringById: DataLoader<string, Offering | null> }
 *   }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the modules
export interface ServiceRegistry {}
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the modules
export interface LoaderRegistry {}

/** Every module's services, as resolvers and jobs see them. */
export type Services = ServiceRegistry & { close(): Promise<void> };
/** Every module's per-request DataLoaders. */
export type Loaders = LoaderRegistry;
