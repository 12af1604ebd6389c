import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Routes of this feature are registered here (see docs/desenvolvimento.md).
const rotasRepresentantes: FastifyPluginAsyncZod = async () => {};

export default rotasRepresentantes;
