import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DialogoMensagem } from './DialogoMensagem.tsx';

describe('DialogoMensagem', () => {
  it('a mensagem dá nome ao diálogo (sem título, ele não teria nome acessível)', () => {
    const mensagem = 'Para cadastrar um novo pedido é necessário ter clientes e produtos cadastrados.';
    render(
      <DialogoMensagem aberto fechar={() => undefined} mensagem={mensagem}>
        <button type="button">Fechar</button>
      </DialogoMensagem>,
    );
    expect(screen.getByRole('dialog', { name: mensagem })).toBeVisible();
  });
});
