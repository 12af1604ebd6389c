import { hojeSaoPaulo, mesDe, type Papel, type RetornoLogin } from '@mascate/domain';
import { useCallback, useSyncExternalStore } from 'react';

const CHAVES_FILTRO_DATA = [
  'dataInicialPedidos',
  'dataFinalPedidos',
  'dataInicialVisitas',
  'dataFinalVisitas',
] as const;
export type ChaveFiltroData = (typeof CHAVES_FILTRO_DATA)[number];

export type Sessao = {
  token: string | null;
  nome: string;
  email: string;
  id: number;
  imagemLogin: string;
  usaMerchant: number;
  papel: Papel;
  representanteId: number | null;
  /** The person's companies (issue 51), this session's first: more than one offers the switch. */
  empresas: readonly EmpresaDaPessoa[];
};

export type EmpresaDaPessoa = RetornoLogin['empresas'][number];

const EVENTO = 'mascate:armazenamento';

function avisar(): void {
  window.dispatchEvent(new Event(EVENTO));
}

function ler(chave: string): string | null {
  return window.localStorage.getItem(chave);
}

let ultima: Sessao | null = null;

// The list is kept as JSON: parsed again only when its text changes, so the same array while it does not.
let empresasTexto: string | null = null;
let empresasLidas: readonly EmpresaDaPessoa[] = [];
function lerEmpresas(): readonly EmpresaDaPessoa[] {
  const texto = ler('empresas');
  if (texto === empresasTexto) return empresasLidas;
  empresasTexto = texto;
  try {
    const valor: unknown = JSON.parse(texto ?? '[]');
    empresasLidas = Array.isArray(valor)
      ? valor.filter(
          (e): e is EmpresaDaPessoa =>
            typeof e === 'object' &&
            e !== null &&
            typeof (e as EmpresaDaPessoa).id === 'number' &&
            typeof (e as EmpresaDaPessoa).nome === 'string',
        )
      : [];
  } catch {
    empresasLidas = [];
  }
  return empresasLidas;
}

/** Returns the same object while nothing changed, as useSyncExternalStore requires. */
export function lerSessao(): Sessao {
  const atual: Sessao = {
    token: ler('token') || null,
    nome: ler('nome') ?? '',
    email: ler('email') ?? '',
    id: Number(ler('id') ?? 0) || 0,
    imagemLogin: ler('imagemLogin') ?? '',
    usaMerchant: Number(ler('usaMerchant') ?? 0) || 0,
    // A session stored before roles existed is the company's first user: an administrator.
    papel: ler('papel') === 'vendedor' ? 'vendedor' : 'administrador',
    representanteId: Number(ler('representanteId') ?? 0) || null,
    empresas: lerEmpresas(),
  };
  if (ultima && (Object.keys(atual) as (keyof Sessao)[]).every((k) => ultima?.[k] === atual[k]))
    return ultima;
  ultima = atual;
  return atual;
}

/** What estabelecimentos/login answers inside `retorno` (its schema: respostasAcesso.login). */
export function gravarSessao(r: Partial<RetornoLogin>): void {
  const s = window.localStorage;
  s.setItem('token', r.token ?? '');
  s.setItem('email', r.email ?? '');
  s.setItem('nome', r.nome ?? '');
  s.setItem('id', String(r.id ?? ''));
  s.setItem('imagemLogin', r.imagem_login ?? '');
  s.setItem('usaMerchant', String(r.usa_merchant ?? 0));
  s.setItem('papel', r.papel ?? 'administrador');
  s.setItem('representanteId', String(r.representante_id ?? ''));
  s.setItem('empresas', JSON.stringify(r.empresas ?? []));
  avisar();
}

/** The person's companies after 'Juntar contas' (issue 51): the session itself is unchanged. */
export function gravarEmpresas(empresas: readonly EmpresaDaPessoa[]): void {
  window.localStorage.setItem('empresas', JSON.stringify(empresas));
  avisar();
}

/** The spec's 'Sair': the identity keys and the four date filters (usaMerchant and mensagem stay). */
export function limparSessao(): void {
  for (const chave of [
    'token',
    'email',
    'nome',
    'id',
    'imagemLogin',
    'papel',
    'representanteId',
    'empresas',
    ...CHAVES_FILTRO_DATA,
  ]) {
    window.localStorage.removeItem(chave);
  }
  avisar();
}

function assinar(aoMudar: () => void): () => void {
  window.addEventListener(EVENTO, aoMudar);
  // Another tab signing in or out changes this one too.
  window.addEventListener('storage', aoMudar);
  return () => {
    window.removeEventListener(EVENTO, aoMudar);
    window.removeEventListener('storage', aoMudar);
  };
}

export function useSessao(): Sessao {
  return useSyncExternalStore(assinar, lerSessao);
}

function padraoDoFiltro(chave: ChaveFiltroData): string {
  const mes = mesDe(hojeSaoPaulo());
  return chave.startsWith('dataInicial') ? mes.inicio : mes.fim;
}

/**
 * A date filter kept on the device. Until the person picks one, the lists open on the current month
 * (issue 46: yesterday's orders must be there on the first visit of the day), not on today alone.
 */
export function useFiltroData(chave: ChaveFiltroData): [string, (v: string) => void] {
  const valor = useSyncExternalStore(assinar, () => ler(chave) || padraoDoFiltro(chave));
  const gravar = useCallback(
    (v: string) => {
      window.localStorage.setItem(chave, v);
      avisar();
    },
    [chave],
  );
  return [valor, gravar];
}
