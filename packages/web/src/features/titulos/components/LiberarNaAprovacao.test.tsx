import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LiberarNaAprovacao } from './LiberarNaAprovacao.tsx';

const usuario = userEvent.setup({ delay: null });
const RECUSA = 'Limite de crédito de R$ 80,00 excedido: em aberto R$ 0,00 + este pedido R$ 100,00.';

describe('LiberarNaAprovacao', () => {
  it('mostra a recusa com os números e só libera com um motivo de 10 caracteres ou mais', async () => {
    const liberar = vi.fn();
    render(<LiberarNaAprovacao recusa={RECUSA} fechar={vi.fn()} liberar={liberar} enviando={false} />);
    const dialogo = screen.getByRole('dialog', { name: 'Crédito do cliente' });
    expect(dialogo).toHaveTextContent(RECUSA);
    const botao = screen.getByRole('button', { name: 'Liberar e aprovar' });
    await usuario.type(screen.getByLabelText('Motivo da liberação'), 'curto');
    expect(botao).toBeDisabled();
    await usuario.type(screen.getByLabelText('Motivo da liberação'), ' mas cliente antigo');
    expect(botao).toBeEnabled();
    await usuario.click(botao);
    expect(liberar).toHaveBeenCalledWith('curto mas cliente antigo');
  });

  it('Voltar fecha sem liberar', async () => {
    const liberar = vi.fn();
    const fechar = vi.fn();
    render(<LiberarNaAprovacao recusa={RECUSA} fechar={fechar} liberar={liberar} enviando={false} />);
    await usuario.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(fechar).toHaveBeenCalled();
    expect(liberar).not.toHaveBeenCalled();
  });
});
