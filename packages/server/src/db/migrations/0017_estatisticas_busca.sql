-- The planner's guess of how many rows a contains-search matches (busca LIKE '%arroz%') comes from the
-- column's histogram, 100 values by default. After the stock updates of a load run, a new sample held no
-- 'arroz' among them and the guess fell from ~25,000 products to 66: the product list switched from
-- walking its ordered index (7 ms) to sorting every match (25,083 rows, 21 ms warm, 428 ms cold). A
-- histogram of 1,000 values keeps the guess near the truth (21,626) for any term of a few rows in a
-- thousand; ANALYZE reads 300,000 rows instead of 30,000 (0.6 s on 600,000 products and 130,000 customers).
ALTER TABLE produtos ALTER COLUMN busca SET STATISTICS 1000;
ALTER TABLE clientes ALTER COLUMN busca SET STATISTICS 1000;
ANALYZE produtos (busca);
ANALYZE clientes (busca);
