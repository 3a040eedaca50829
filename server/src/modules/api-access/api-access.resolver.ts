import { RequiresStepUp } from '../second-factor/step-up.guard';
import { Arg, Authorized, Ctx, ID, Info, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLResolveInfo } from 'graphql';
import type { RequestContext } from '../../graphql/context';
import {
  ApiTokenInfo,
  ClientAppInfo,
  ClientAppManifestInfo,
  CreateApiTokenInput,
  CreatedApiToken,
  OpsClientApp,
  RegisterClientAppInput,
  UploadClientAppManifestInput,
} from './api-access.types';
import { appView, manifestView, opsAppView } from './api-access.views';

@Resolver()
export class ApiAccessResolver {
  @Authorized()
  @Query(() => [ApiTokenInfo], { description: 'The signed-in user’s API tokens, newest first (never their secrets).' })
  myApiTokens(@Ctx() ctx: RequestContext): Promise<ApiTokenInfo[]> {
    return ctx.services.apiTokens.list(ctx.user!.id);
  }

  @Authorized()
  @Query(() => [ClientAppInfo], { description: 'Registered client apps a token may be issued for.' })
  async apiClientApps(@Ctx() ctx: RequestContext): Promise<ClientAppInfo[]> {
    return (await ctx.services.clientApps.list()).map(appView);
  }

  @Authorized()
  @RequiresStepUp('create_api_token')
  @Mutation(() => CreatedApiToken, { description: 'Creates a personal API token; its secret is in this answer only.' })
  async createApiToken(
    @Arg('input', { description: 'Name, scopes, lifetime and app.' }) input: CreateApiTokenInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CreatedApiToken> {
    const { token, apiToken } = await ctx.services.apiTokens.create(ctx.user!, input, { ip: ctx.ip });
    const [view] = await ctx.services.apiTokens.views([apiToken]);
    return { token, apiToken: view };
  }

  @Authorized()
  @Mutation(() => ApiTokenInfo, { description: 'Revokes one of the user’s tokens: it stops working at once and its open sockets close.' })
  async revokeApiToken(
    @Arg('id', () => ID, { description: 'The token id.' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ApiTokenInfo> {
    const token = await ctx.services.apiTokens.revoke(ctx.user!, id, { ip: ctx.ip });
    const [view] = await ctx.services.apiTokens.views([token]);
    return view;
  }

  @Authorized('OPS')
  @Query(() => [OpsClientApp], { description: 'Ops: registered client apps with their manifest versions.' })
  async opsClientApps(@Ctx() ctx: RequestContext): Promise<OpsClientApp[]> {
    return (await ctx.services.clientApps.listWithManifests()).map(({ app, manifests }) => opsAppView(app, manifests));
  }

  @Authorized('OPS')
  @Mutation(() => OpsClientApp, { description: 'Ops: registers a client app (audited).' })
  async registerClientApp(
    @Arg('input', { description: 'Name, owner and allowed scopes.' }) input: RegisterClientAppInput,
    @Ctx() ctx: RequestContext,
  ): Promise<OpsClientApp> {
    return opsAppView(await ctx.services.clientApps.register(ctx.user!, input, { ip: ctx.ip }), []);
  }

  @Authorized('OPS')
  @Mutation(() => ClientAppManifestInfo, { description: 'Ops: uploads a new version of an app’s trusted-document manifest (audited).' })
  async uploadClientAppManifest(
    @Arg('input', { description: 'The app and its manifest JSON.' }) input: UploadClientAppManifestInput,
    @Ctx() ctx: RequestContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<ClientAppManifestInfo> {
    return manifestView(await ctx.services.clientApps.uploadManifest(ctx.user!, input.appId, input.manifest, info.schema, { ip: ctx.ip }));
  }
}
