-- Edit distance for English typos in university search.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
