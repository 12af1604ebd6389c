-- Left unused by later changes: the CEP cache lives in each server's memory now (a bounded LRU, issue 11),
-- and the dashboard reads its monthly summary table (0010), so the partial covering index of 0008 only
-- cost every order write.
DROP TABLE cep_cache;
DROP INDEX pedidos_data_valores_vendidos;
