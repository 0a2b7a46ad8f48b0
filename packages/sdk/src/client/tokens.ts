/** The pair of tokens a sign-in or a refresh returns. */
export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** Where the client keeps its tokens. The app uses web storage; tests and servers use memory. */
export interface TokenStorage {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: Tokens): void;
  clear(): void;
}

export function createMemoryTokenStorage(initial?: Partial<Tokens>): TokenStorage {
  let access = initial?.accessToken ?? null;
  let refresh = initial?.refreshToken ?? null;
  return {
    getAccessToken: () => access,
    getRefreshToken: () => refresh,
    setTokens: (tokens) => {
      access = tokens.accessToken;
      refresh = tokens.refreshToken;
    },
    clear: () => {
      access = null;
      refresh = null;
    },
  };
}

/** Keeps the tokens in a Web Storage (localStorage by default) so a reload stays signed in. */
export function createWebTokenStorage(storage: Storage, prefix = 'vo.auth'): TokenStorage {
  const accessKey = `${prefix}.accessToken`;
  const refreshKey = `${prefix}.refreshToken`;
  return {
    getAccessToken: () => storage.getItem(accessKey),
    getRefreshToken: () => storage.getItem(refreshKey),
    setTokens: (tokens) => {
      storage.setItem(accessKey, tokens.accessToken);
      storage.setItem(refreshKey, tokens.refreshToken);
    },
    clear: () => {
      storage.removeItem(accessKey);
      storage.removeItem(refreshKey);
    },
  };
}
