import { MSG_REPRESENTANTE_OBRIGATORIO } from '@mascate/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { representantesConsultas } from '../../representantes/api/consultas.ts';
import { FormularioUsuario } from './FormularioUsuario.tsx';

function renderizar(enviar: (d: unknown) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(representantesConsultas.lista().queryKey, {
    retorno: { sucesso: true, mensagem: '' },
    registros: [
      {
        id: 3,
        nome: 'Ana Representante',
        email: '',
        cnpj_cpf: '',
        status: '1',
        rotas: [],
        comissao_percentual: null,
      },
    ],
  });
  return render(
    <QueryClientProvider client={client}>
      <FormularioUsuario titulo="Convite de Usuário" botao="Convidar" pendente={false} enviar={enviar} />
    </QueryClientProvider>,
  );
}

// No delay between keys: the shared machine is slow enough without it.
const usuario = userEvent.setup({ delay: null });

describe('formulário de usuário', () => {
  it('o vendedor precisa de representante: a mensagem do domínio aparece no campo', async () => {
    const enviar = vi.fn();
    renderizar(enviar);
    await usuario.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ana');
    await usuario.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@vendas.com.br');
    await usuario.click(screen.getByRole('button', { name: 'Convidar' }));
    expect(enviar).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Representante' })).toHaveAccessibleDescription(
      MSG_REPRESENTANTE_OBRIGATORIO,
    );

    await usuario.click(screen.getByRole('combobox', { name: 'Representante' }));
    await usuario.click(screen.getByRole('option', { name: 'Ana Representante' }));
    await usuario.click(screen.getByRole('button', { name: 'Convidar' }));
    expect(enviar).toHaveBeenCalledWith(
      expect.objectContaining({ nome: 'Ana', papel: 'vendedor', representante_id: 3, ativo: true }),
      expect.anything(),
    );
  }, 30_000);

  it('o administrador não tem representante', async () => {
    const enviar = vi.fn();
    renderizar(enviar);
    await usuario.type(screen.getByRole('textbox', { name: 'Nome' }), 'Bia');
    await usuario.type(screen.getByRole('textbox', { name: 'E-mail' }), 'bia@vendas.com.br');
    await usuario.click(screen.getByRole('combobox', { name: 'Papel' }));
    await usuario.click(screen.getByRole('option', { name: 'Administrador' }));
    expect(screen.queryByRole('combobox', { name: 'Representante' })).toBeNull();
    await usuario.click(screen.getByRole('button', { name: 'Convidar' }));
    expect(enviar).toHaveBeenCalledWith(
      expect.objectContaining({ papel: 'administrador', representante_id: null }),
      expect.anything(),
    );
  }, 30_000);
});
