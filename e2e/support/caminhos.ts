import { fileURLToPath } from 'node:url';

// One base port per run (E2E_PORTA, default 3100) so two runs on one machine do not collide:
// the app on the base, the local peers on the next three.
const BASE = Number(process.env.E2E_PORTA ?? 3100);
export const PORTAS = { app: BASE, viaCep: BASE + 1, oidc: BASE + 2, smtp: BASE + 3 };
export const URL_APP = `http://127.0.0.1:${PORTAS.app}`;

export const RAIZ = fileURLToPath(new URL('../../', import.meta.url));
export const TMP = fileURLToPath(new URL(`../.tmp/${BASE}/`, import.meta.url));
export const PASTA_EMAILS = `${TMP}mails/`;
export const PASTA_TELAS = `${TMP}screens/`;
