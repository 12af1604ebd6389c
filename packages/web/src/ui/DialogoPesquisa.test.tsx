import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { DialogoPesquisa, useAbrirSeletor, useBusca } from './DialogoPesquisa.tsx';
import { CampoEscolha } from './form/CampoEscolha.tsx';

const CLIENTES = ['Armazém Central', 'Atacado Sul', 'Bazar Norte', 'Mercado Boa Vista'];

/** A field and its picker as the order screen wires them, searching a fixed list instead of the server. */
function Campo({ escolhido }: { escolhido: (nome: string) => void }) {
  const { control } = useForm({ defaultValues: { cliente: 0 } });
  const [nome, setNome] = useState('');
  const { abrir, fechar, seletor } = useAbrirSeletor();
  const pesquisa = useBusca(seletor.aberto, seletor.buscaInicial);
  const itens = CLIENTES.filter((c) => c.toLowerCase().includes(pesquisa.busca.toLowerCase()));
  return (
    <>
      <CampoEscolha control={control} name="cliente" label="Cliente" texto={nome} abrir={abrir} />
      <input aria-label="Depois" />
      <DialogoPesquisa
        aberto={seletor.aberto}
        onFechar={fechar}
        titulo="Selecionar Cliente"
        item="cliente"
        {...pesquisa}
        itens={itens}
        carregando={false}
        respondeu
        chave={(c) => c}
        primario={(c) => c}
        secundario={() => ''}
        escolher={(c) => {
          setNome(c);
          escolhido(c);
          fechar();
        }}
      />
    </>
  );
}

function renderizar() {
  const escolhido = vi.fn();
  render(<Campo escolhido={escolhido} />);
  return escolhido;
}

const campo = () => screen.getByRole('textbox', { name: 'Cliente' });
const dialogo = () => screen.findByRole('dialog', { name: 'Selecionar Cliente' });
const busca = () => screen.getByRole('textbox', { name: 'Pesquisar cliente' });
const fechado = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
const destacado = () =>
  within(screen.getByRole('list', { name: 'Clientes encontrados' }))
    .getAllByRole('button')
    .find((b) => b.classList.contains('Mui-selected'));

describe('a picker field, by keyboard', { timeout: 60_000 }, () => {
  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
    ['ArrowDown', '{ArrowDown}'],
  ])('opens on %s with the search empty, and Esc closes it giving the focus back', async (_, tecla) => {
    renderizar();
    await userEvent.tab();
    expect(campo()).toHaveFocus();
    await userEvent.keyboard(tecla);
    await dialogo();
    expect(busca()).toHaveFocus();
    expect(busca()).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await fechado();
    expect(campo()).toHaveFocus();
  });

  it('opens on a typed letter searching for it, and the next letters go on in the search', async () => {
    renderizar();
    await userEvent.tab();
    await userEvent.keyboard('b');
    await dialogo();
    expect(busca()).toHaveValue('b');
    await userEvent.keyboard('az');
    expect(busca()).toHaveValue('baz');
    expect(within(screen.getByRole('list')).getAllByRole('button')).toHaveLength(1);
  });

  it('moves with the arrows, chooses with Enter and gives the focus back to the field', async () => {
    const escolhido = renderizar();
    await userEvent.tab();
    await userEvent.keyboard('a');
    await dialogo();
    // 'a' is in all four; the first is highlighted until an arrow is pressed.
    expect(destacado()).toHaveTextContent('Armazém Central');
    expect(busca()).toHaveAttribute('aria-activedescendant', destacado()?.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(destacado()).toHaveTextContent('Bazar Norte');
    await userEvent.keyboard('{ArrowUp}');
    expect(destacado()).toHaveTextContent('Atacado Sul');
    // The highlight never leaves the list.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(destacado()).toHaveTextContent('Armazém Central');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(escolhido).toHaveBeenCalledWith('Atacado Sul');
    await fechado();
    expect(campo()).toHaveValue('Atacado Sul');
    expect(campo()).toHaveFocus();
    // Tab goes on to the next field.
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Depois' })).toHaveFocus();
  });

  it('leaves Tab, shortcuts and other keys alone', async () => {
    renderizar();
    await userEvent.tab();
    await userEvent.keyboard('{Control>}c{/Control}{Shift}{ArrowLeft}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Depois' })).toHaveFocus();
  });
});

describe('miniaturas', () => {
  it('mostra a figura de quem tem uma; quem não tem fica sem figura nem reserva', () => {
    render(
      <DialogoPesquisa
        aberto
        onFechar={() => {}}
        titulo="Selecionar produto"
        item="produto"
        busca=""
        mudarBusca={() => {}}
        itens={['Arroz com foto', 'Feijão sem foto']}
        carregando={false}
        respondeu
        chave={(p) => p}
        primario={(p) => p}
        secundario={() => ''}
        miniatura={(p) => (p.includes('com foto') ? <img src="data:," alt={`Imagem de ${p}`} /> : null)}
        escolher={() => {}}
      />,
    );
    const lista = screen.getByRole('list', { name: 'Produtos encontrados' });
    const [com, sem] = within(lista).getAllByRole('button');
    const imagem = within(com as HTMLElement).getByRole('img', { name: 'Imagem de Arroz com foto' });
    expect(imagem.getAttribute('src')).toBe('data:,');
    expect(within(sem as HTMLElement).queryByRole('img')).toBeNull();
    expect((sem as HTMLElement).querySelector('.MuiAvatar-root')).toBeNull();
  });
});
