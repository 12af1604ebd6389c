import { MSG } from '@mascate/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AlertaErroProvider } from '../../../ui/AlertaErro.tsx';
import type { ItemEditado } from '../tipos.ts';
import { EntradaItem } from './EntradaItem.tsx';

// The picker searches the server; here it offers one product under a price table (base R$ 14,00).
vi.mock('../../produtos/components/SeletorProduto.tsx', () => ({
  SeletorProduto: ({
    aberto,
    onSelecionar,
    buscaInicial,
  }: {
    aberto: boolean;
    onSelecionar: (p: object) => void;
    buscaInicial?: string;
  }) =>
    aberto ? (
      <button
        aria-description={`busca [${buscaInicial ?? ''}]`}
        type="button"
        onClick={() =>
          onSelecionar({
            id: 7,
            codigo: 'A1',
            descricao: 'Arroz',
            unidade_id: 3,
            unidade: 'UN',
            preco: 12.5,
            preco_base: 14,
            estoque: 10,
          })
        }
      >
        Escolher Arroz
      </button>
    ) : null,
}));

function renderizar(props: Partial<ComponentProps<typeof EntradaItem>> = {}) {
  const incluir = vi.fn();
  const resultado = render(
    <AlertaErroProvider>
      <EntradaItem incluir={incluir} tabelaPrecoId={2} {...props} />
    </AlertaErroProvider>,
  );
  return Object.assign(incluir, { resultado });
}

async function alertaDiz(mensagem: string) {
  const alerta = await screen.findByRole('dialog', { name: MSG.tituloAtencao });
  expect(alerta).toHaveTextContent(mensagem);
  await userEvent.click(within(alerta).getByRole('button', { name: 'OK' }));
  // Until it has faded out, the row behind it is hidden from assistive technology.
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const campo = (nome: string) => screen.getByRole('textbox', { name: nome });

describe('the order item entry row', { timeout: 60_000 }, () => {
  it("gives the spec's messages in its order, from the domain's item schema", async () => {
    const incluir = renderizar();
    await userEvent.click(screen.getByRole('button', { name: 'Incluir' }));
    await alertaDiz(MSG.insiraProduto);
    expect(campo('Descrição')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(campo('Descrição'));
    await userEvent.click(screen.getByRole('button', { name: 'Escolher Arroz' }));
    expect(campo('Descrição')).toHaveValue('Arroz');
    expect(campo('Descrição')).not.toHaveAttribute('aria-invalid', 'true');
    expect(campo('Quantidade')).toHaveValue('1');
    expect(campo('Preço')).toHaveValue('R$ 12,50');
    expect(campo('Preço')).toHaveAccessibleDescription('Base R$ 14,00');

    await userEvent.clear(campo('Quantidade'));
    await userEvent.click(screen.getByRole('button', { name: 'Incluir' }));
    await alertaDiz(MSG.quantidadeMaiorZero);
    await userEvent.type(campo('Quantidade'), '2');
    await userEvent.clear(campo('Preço'));
    await userEvent.click(screen.getByRole('button', { name: 'Incluir' }));
    await alertaDiz(MSG.precoMaiorZero);
    expect(incluir).not.toHaveBeenCalled();
  });

  it('hands over the item in cents and thousandths, then empties the row', async () => {
    const incluir = renderizar();
    await userEvent.click(campo('Código'));
    await userEvent.click(screen.getByRole('button', { name: 'Escolher Arroz' }));
    await userEvent.clear(campo('Quantidade'));
    await userEvent.type(campo('Quantidade'), '1,5x');
    await userEvent.type(campo('Desconto'), '0,75');
    expect(campo('Quantidade')).toHaveValue('1,5');
    expect(campo('Total')).toHaveValue('R$ 18,00');

    await userEvent.click(screen.getByRole('button', { name: 'Incluir' }));
    expect(incluir).toHaveBeenCalledWith(
      expect.objectContaining({
        produtoId: 7,
        codpro: 'A1',
        unidadeId: 3,
        qtMilesimos: 1500,
        precoCentavos: 1250,
        descontoCentavos: 75,
        precoManual: false,
      }),
    );
    expect(campo('Descrição')).toHaveValue('');
    expect(campo('Quantidade')).toHaveValue('');
    expect(campo('Total')).toHaveValue('R$ 0,00');
  });

  it('is typed with the keyboard alone: a letter opens the picker, Enter in the quantity includes', async () => {
    const incluir = renderizar();
    // Código and Unidade are shown only: the first Tab stop of the row is Descrição.
    await userEvent.tab();
    expect(campo('Descrição')).toHaveFocus();
    await userEvent.keyboard('a');
    const escolher = screen.getByRole('button', { name: 'Escolher Arroz' });
    expect(escolher).toHaveAccessibleDescription('busca [a]');
    await userEvent.click(escolher);
    // The cursor goes on to the quantity, selected, so typing replaces the 1.
    await waitFor(() => expect(campo('Quantidade')).toHaveFocus());
    await userEvent.keyboard('3');
    expect(campo('Quantidade')).toHaveValue('3');
    await userEvent.tab();
    expect(campo('Preço')).toHaveFocus();
    await userEvent.tab();
    expect(campo('Desconto')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(incluir).toHaveBeenCalledWith(expect.objectContaining({ produtoId: 7, qtMilesimos: 3000 }));
    // Ready for the next product.
    expect(campo('Descrição')).toHaveValue('');
    expect(campo('Descrição')).toHaveFocus();
  });

  it('opens the picker on Enter, Space and ArrowDown in Descrição', async () => {
    renderizar();
    for (const tecla of ['{Enter}', ' ', '{ArrowDown}']) {
      campo('Descrição').focus();
      await userEvent.keyboard(tecla);
      expect(screen.getByRole('button', { name: 'Escolher Arroz' })).toHaveAccessibleDescription('busca []');
      await userEvent.click(screen.getByRole('button', { name: 'Escolher Arroz' }));
    }
  });

  it('with price changes forbidden shows the table price read-only; without discounts, the discount', async () => {
    const incluir = renderizar({ regras: { alteraPreco: 0, permiteDesconto: false } });
    await userEvent.click(campo('Descrição'));
    await userEvent.click(screen.getByRole('button', { name: 'Escolher Arroz' }));
    expect(campo('Preço')).toHaveValue('R$ 12,50');
    expect(campo('Preço')).toHaveAttribute('readonly');
    expect(campo('Preço')).toHaveAccessibleDescription('Preço da tabela (alteração não permitida)');
    expect(campo('Desconto')).toHaveAttribute('readonly');
    await userEvent.type(campo('Preço'), '2000');
    expect(campo('Preço')).toHaveValue('R$ 12,50');
    // From the quantity, Tab passes the fixed fields by and reaches the button.
    campo('Quantidade').focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Incluir' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(incluir).toHaveBeenCalledWith(
      expect.objectContaining({ precoCentavos: 1250, precoManual: false }),
    );
  });

  it("with 'Somente aumentar' refuses a price under the table's before the server does", async () => {
    const incluir = renderizar({ regras: { alteraPreco: 2, permiteDesconto: true } });
    await userEvent.click(campo('Descrição'));
    await userEvent.click(screen.getByRole('button', { name: 'Escolher Arroz' }));
    await userEvent.clear(campo('Preço'));
    await userEvent.type(campo('Preço'), '10,00');
    await userEvent.click(screen.getByRole('button', { name: 'Incluir' }));
    await alertaDiz('O preço do produto Arroz não pode ser menor que R$ 12,50.');
    expect(incluir).not.toHaveBeenCalled();
  });

  it('changes an added item in place: its values come back, Enter updates it under the same id', async () => {
    const item: ItemEditado = {
      id: 'item-1',
      produtoId: 7,
      codpro: 'A1',
      descricao: 'Arroz',
      unidadeId: 3,
      unidade: 'UN',
      qtMilesimos: 2000,
      precoCentavos: 1250,
      descontoCentavos: 0,
    };
    const atualizar = vi.fn();
    const cancelarEdicao = vi.fn();
    const incluir = renderizar({ editando: item, atualizar, cancelarEdicao });
    expect(campo('Descrição')).toHaveValue('Arroz');
    await waitFor(() => expect(campo('Quantidade')).toHaveFocus());
    expect(campo('Quantidade')).toHaveValue('2');
    await userEvent.keyboard('5');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('1{Enter}');
    expect(atualizar).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'item-1', qtMilesimos: 5000, descontoCentavos: 100 }),
    );
    expect(incluir).not.toHaveBeenCalled();

    // Esc leaves an item unchanged.
    incluir.resultado.rerender(
      <AlertaErroProvider>
        <EntradaItem
          incluir={incluir}
          tabelaPrecoId={2}
          editando={{ ...item, id: 'item-2' }}
          atualizar={atualizar}
          cancelarEdicao={cancelarEdicao}
        />
      </AlertaErroProvider>,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Atualizar item' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    expect(cancelarEdicao).toHaveBeenCalled();
    expect(atualizar).toHaveBeenCalledTimes(1);
  });
});
