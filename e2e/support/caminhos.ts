import { fileURLToPath } from 'node:url';

export const RAIZ = fileURLToPath(new URL('../../', import.meta.url));
export const TMP = fileURLToPath(new URL('../.tmp/', import.meta.url));
export const PASTA_EMAILS = `${TMP}mails/`;
export const PASTA_TELAS = `${TMP}screens/`;
