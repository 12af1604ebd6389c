import cluster from 'node:cluster';
import { lerConfig } from './config.ts';
import { iniciarPrimario } from './processos/primario.ts';
import { iniciarServidor } from './processos/servidor.ts';

// WORKERS processes (default: one per core) behind the one port, or a single process with WORKERS=1.
const config = lerConfig();
if (cluster.isPrimary && config.WORKERS > 1) await iniciarPrimario(config);
else await iniciarServidor(config);
