/**
 * @jest-environment node
 */
import {compareRoutesToSpec, parseChiRouter, signatureRoute} from '../serverRoutes';

const ROUTER = `r := newRouter()
	r.UseBypass(recoverer)
	r.Get("/health", api.HealthCheck)
	r.Route("/", func(r *router) {
		r.Use(api.isValidExternalHost)
		r.With(api.verifyCaptcha).Route("/signup", func(r *router) {
			r.Post("/", func(w http.ResponseWriter, r *http.Request) error {
				if params.Email == "" {
					return nil
				}
				return api.Signup(w, r)
			})
		})
		r.With(api.limitHandler(api.limiterOpts.Recover)).
			With(api.verifyCaptcha).Post("/recover", api.Recover)
		r.Route("/admin", func(r *router) {
			r.Use(api.requireAdminCredentials)
			r.Route("/users/{user_id}", func(r *router) {
				r.Get("/", api.adminUserGet) // one user
				r.Delete("/", api.adminUserDelete)
			})
			r.Post("/generate_link", api.adminGenerateLink)
		})
		r.Route(scim.BasePath, func(r *router) {
			r.Get("/Schemas", api.scim.Schemas)
		})
	})
`;

describe('parseChiRouter', () => {
  const routes = parseChiRouter(ROUTER, {'scim.BasePath': '/scim/v2'});

  it('lists every method and path with the prefixes of the enclosing Route blocks', () => {
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /health',
      'POST /signup',
      'POST /recover',
      'GET /admin/users/{user_id}',
      'DELETE /admin/users/{user_id}',
      'POST /admin/generate_link',
      'GET /scim/v2/Schemas',
    ]);
  });

  it('records handlers and the middleware of Use and With', () => {
    expect(routes[1]).toMatchObject({handler: '(inline)', middleware: ['isValidExternalHost', 'verifyCaptcha']});
    expect(routes[2].middleware).toEqual(['isValidExternalHost', 'limitHandler(Recover)', 'verifyCaptcha']);
    expect(routes[3]).toMatchObject({
      handler: 'api.adminUserGet',
      middleware: ['isValidExternalHost', 'requireAdminCredentials'],
    });
  });

  it('fails on a pattern constant it cannot resolve', () => {
    expect(() => parseChiRouter(ROUTER)).toThrow(/scim.BasePath/);
  });
});

describe('compareRoutesToSpec', () => {
  it('matches signatures by method and path, ignoring a query string', () => {
    expect(signatureRoute('POST /token?grant_type=password')).toBe('POST /token');
    expect(signatureRoute('get /user/')).toBe('GET /user');
    expect(signatureRoute('supabase login')).toBeUndefined();
    const table = {
      routes: [
        {method: 'POST' as const, path: '/token'},
        {method: 'GET' as const, path: '/health'},
      ],
    };
    const result = compareRoutesToSpec(table, [
      {id: 'a', signature: 'POST /token?grant_type=password'},
      {id: 'b', signature: 'POST /token?grant_type=pkce'},
      {id: 'c', signature: 'GET /gone'},
      {id: 'd'},
    ]);
    expect(result.undocumented).toEqual(['GET /health']);
    expect(result.unknown).toEqual(['c: GET /gone']);
    expect(result.withoutSignature).toEqual(['d']);
    expect(result.documentedBy.get('POST /token')).toEqual(['a', 'b']);
  });
});
