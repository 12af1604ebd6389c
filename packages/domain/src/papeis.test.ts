import { describe, expect, it } from 'vitest';
import { MSG_SEM_PERMISSAO, PERMISSOES, podeChamar } from './papeis.ts';
import { alterarUsuarioSchema, MSG_REPRESENTANTE_OBRIGATORIO, usuarioSchema } from './schemas/usuarios.ts';

describe('papéis e permissões', () => {
  it('o administrador chama tudo; o vendedor só o que a tabela lhe dá', () => {
    expect(podeChamar('administrador', 'PUT /api/empresas/update')).toBe(true);
    expect(podeChamar('vendedor', 'PUT /api/empresas/update')).toBe(false);
    expect(podeChamar('vendedor', 'POST /api/clientes/read')).toBe(true);
    expect(podeChamar('vendedor', 'POST /api/usuarios/read')).toBe(false);
  });

  it('uma rota fora da tabela é recusada ao vendedor', () => {
    expect(podeChamar('vendedor', 'POST /api/rota/nova')).toBe(false);
    expect(podeChamar('administrador', 'POST /api/rota/nova')).toBe(true);
  });

  it('cadastros de preços, empresa e usuários são só do administrador', () => {
    const soAdmin = Object.entries(PERMISSOES)
      .filter(([, papeis]) => !papeis.includes('vendedor'))
      .map(([rota]) => rota);
    for (const rota of [
      'POST /api/tabelasprecos/create',
      'POST /api/produtos/create',
      'POST /api/usuarios/create',
    ])
      expect(soAdmin).toContain(rota);
    expect(MSG_SEM_PERMISSAO).toMatch(/perfil/);
  });
});

describe('usuários: esquemas', () => {
  it('o vendedor precisa de um representante', () => {
    const r = usuarioSchema.safeParse({ nome: 'Ana', email: 'ana@x.com.br', papel: 'vendedor' });
    expect(r.success ? '' : r.error.issues[0]?.message).toBe(MSG_REPRESENTANTE_OBRIGATORIO);
    const ok = usuarioSchema.parse({
      nome: 'Ana',
      email: 'ana@x.com.br',
      papel: 'vendedor',
      representante_id: '3',
    });
    expect(ok.representante_id).toBe(3);
  });

  it('o administrador fica sem representante, e a alteração pede ativo', () => {
    const adm = usuarioSchema.parse({
      nome: 'Bia',
      email: 'b@x.com.br',
      papel: 'administrador',
      representante_id: '',
    });
    expect(adm.representante_id).toBeNull();
    const r = alterarUsuarioSchema.safeParse({
      id: 1,
      nome: 'Bia',
      email: 'b@x.com.br',
      papel: 'administrador',
    });
    expect(r.success).toBe(false);
  });
});
