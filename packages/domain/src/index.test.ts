import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

describe('index', () => {
  it('expõe os nomes combinados com os outros pacotes', () => {
    const nomes = [
      'somenteDigitos',
      'normalizarDocumento',
      'isValidCpf',
      'isValidCnpj',
      'isValidCpfCnpj',
      'formatarCpf',
      'formatarCnpj',
      'formatarCpfCnpj',
      'formatarCep',
      'formatarFone',
      'formatarData',
      'formatarDataHora',
      'formatarMoeda',
      'formatarDecimal',
      'paraCentavos',
      'centavosParaDecimal',
      'centavosParaNumero',
      'quantidadeParaMilesimos',
      'milesimosParaNumero',
      'normalizarCep',
      'cepCompleto',
      'cepParaEnvio',
      'prefixoDdd',
      'DIAS_SEMANA',
      'diasParaFlags',
      'flagsParaDias',
      'alternarDia',
      'flagsValidas',
      'hojeSaoPaulo',
      'somarDias',
      'isDataIso',
      'mesDaData',
      'NOMES_MESES',
      'totalItem',
      'totaisPedido',
      'gerarParcelas',
      'parcelasConferem',
      'MSG',
      'textoVazio',
      'tooltipAdicionar',
    ];
    for (const nome of nomes) expect(domain, nome).toHaveProperty(nome);
  });
});
