import { MSG } from '@mascate/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertaErroProvider } from '../../../ui/AlertaErro.tsx';
import { EntradaItem } from './EntradaItem.tsx';

// The picker searches the server; here it offers one product under a price table (base R$ 14,00).
vi.mock('../../produtos/components/SeletorProduto.tsx', () => ({
  SeletorProduto: ({ aberto, onSelecionar }: { aberto: boolean; onSelecionar: (p: object) => void }) =>
    aberto ? (
      <button
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

function renderizar() {
  const incluir = vi.fn();
  render(
    <AlertaErroProvider>
      <EntradaItem incluir={incluir} tabelaPrecoId={2} />
    </AlertaErroProvider>,
  );
  return incluir;
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
    await userEvent.type(campo('Desconto'), '75');
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
});
