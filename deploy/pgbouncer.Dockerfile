# PgBouncer as Debian ships it (1.18, the version `npm run topology` runs), for docker-compose.yml.
FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends pgbouncer && rm -rf /var/lib/apt/lists/*
USER postgres
CMD ["pgbouncer", "/etc/pgbouncer/pgbouncer.ini"]
