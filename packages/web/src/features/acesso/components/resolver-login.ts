import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@mascate/domain';

/** Loaded by the login screen at its first submit (ui/form/resolverSobDemanda.ts). */
export const resolverLogin = zodResolver(loginSchema);
