# The portal as a container: build the site, then serve build/ with nginx and deploy/nginx's configuration.
#   docker build --build-arg SITE_URL=https://docs.acme.dev \
#     --build-arg EDIT_URL=https://github.com/acme/docs-portal/edit/main -t docs-portal .
#   docker run --rm -p 8080:8080 docs-portal
# See README.md, "Deploy".

FROM node:20-bookworm-slim AS build
# git gives the guides their "Last updated" dates (from each file's last commit, when .git is in the context).
RUN apt-get update \
  && apt-get install -y --no-install-recommends git ca-certificates \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /portal
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The site's address and the repository's edit address (README.md, "Deploy"); a malformed value stops the build.
ARG SITE_URL
ARG EDIT_URL
# The build, then the configuration that depends on it: the CSP's script hashes and the redirects.
RUN SITE_URL="$SITE_URL" EDIT_URL="$EDIT_URL" npm run build \
  && node deploy/generate.mjs build --out deploy/generated

FROM nginx:1.28-alpine
RUN rm -f /etc/nginx/conf.d/default.conf
COPY deploy/nginx/nginx.conf /etc/nginx/nginx.conf
COPY deploy/nginx/ /etc/nginx/docs-portal/
COPY --from=build /portal/deploy/generated/nginx/ /etc/nginx/docs-portal/generated/
COPY --from=build /portal/build /usr/share/nginx/html
EXPOSE 8080
CMD ["nginx", "-g", "daemon off;"]
