# Celujący in a container (docs/deploy.md). Not built on the development machines (they cannot pull
# images); it does exactly what scripts/production-shape.ts runs in CI: a production build, then
# the server on Node 24, configured by the environment (.env.example).
FROM node:24-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# The operator named on the legal pages is part of the build (src/core/operator.ts).
ARG OPERATOR_NAME
ARG OPERATOR_ADDRESS
ARG OPERATOR_PHONE
RUN NODE_ENV=production npm run build
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
EXPOSE 3000
USER node
CMD ["node", "src/server/start.ts"]
