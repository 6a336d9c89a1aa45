-- Extensions used by search (trigram similarity for names typed with typos).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
