/** pg-boss keeps its tables in this schema of the product's own database (ADR 0016): the job queue and db:move name it. */
export const JOBS_SCHEMA = 'pgboss';
