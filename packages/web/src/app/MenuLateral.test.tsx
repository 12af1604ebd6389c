import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gravarSessao, lerSessao, limparSessao } from '../sessao/sessao.ts';
import { MenuLateral } from './MenuLateral.tsx';

// Issue 51: the side menu names the session's company and offers the person's others.
const sessao = (empresas: { id: number; nome: string }[]) =>
  gravarSessao({ token: 'tok', email: 'ana@x.com', nome: 'Ana', id: 7, papel: 'administrador', empresas });

function renderizar() {
  const trocar = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <MenuLateral
          sair={() => undefined}
          aoNavegar={() => undefined}
          trocarEmpresa={trocar}
          trocando={false}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return trocar;
}

describe('MenuLateral: a empresa da sessão', () => {
  afterEach(() => limparSessao());

  it('com duas empresas: Trocar empresa lista as duas e troca para a outra', async () => {
    sessao([
      { id: 7, nome: 'Representada Alfa' },
      { id: 9, nome: 'Representada Beta' },
    ]);
    const trocar = renderizar();
    const botao = screen.getByRole('button', { name: /Trocar empresa/ });
    expect(botao).toHaveTextContent('Representada Alfa');
    await userEvent.click(botao);
    const menu = screen.getByRole('menu', { name: /Trocar empresa/ });
    const itens = within(menu).getAllByRole('menuitem');
    expect(itens.map((i) => i.textContent)).toEqual([
      'Representada Alfa',
      'Representada Beta',
      'Juntar contas',
    ]);
    // The open company is no switch.
    await userEvent.click(itens[0] as HTMLElement);
    expect(trocar).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /Trocar empresa/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Representada Beta' }));
    expect(trocar).toHaveBeenCalledWith(9);
  });

  it('com uma empresa: só Juntar contas, que abre o diálogo da senha da outra conta', async () => {
    sessao([{ id: 7, nome: 'Representada Alfa' }]);
    renderizar();
    expect(screen.queryByRole('button', { name: /Trocar empresa/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Juntar contas' }));
    const dialogo = screen.getByRole('dialog', { name: 'Juntar contas' });
    expect(within(dialogo).getByLabelText('Senha da outra conta')).toBeInTheDocument();
  });

  it('a lista guardada com defeito não quebra a sessão', () => {
    sessao([{ id: 7, nome: 'Representada Alfa' }]);
    const antes = lerSessao().empresas;
    expect(lerSessao().empresas).toBe(antes);
    window.localStorage.setItem('empresas', '{não é json');
    expect(lerSessao().empresas).toEqual([]);
    window.localStorage.setItem('empresas', JSON.stringify([{ id: 'x' }, { id: 3, nome: 'Ok' }]));
    expect(lerSessao().empresas).toEqual([{ id: 3, nome: 'Ok' }]);
  });
});
