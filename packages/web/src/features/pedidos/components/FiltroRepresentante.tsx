import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EntradaSelecao } from '../../../ui/entradas.tsx';
import { pedidosConsultas } from '../api/consultas.ts';

/** Issue 27: the order list's representative filter; 'Todos' (0) sends no filter. */
export function useFiltroRepresentante(): [number, (id: number) => void] {
  return useState(0);
}

export function FiltroRepresentante({ valor, mudar }: { valor: number; mudar: (id: number) => void }) {
  const vendedores = useQuery({ ...pedidosConsultas.vendedores(), meta: { semAlerta: true } });
  const opcoes = [
    { valor: 0, rotulo: 'Todos' },
    ...(vendedores.data ?? []).map((v) => ({ valor: v.id, rotulo: v.nome })),
  ];
  return (
    <EntradaSelecao<number>
      label="Representante"
      value={valor}
      onChange={mudar}
      opcoes={opcoes}
      sx={{ width: 200 }}
    />
  );
}
