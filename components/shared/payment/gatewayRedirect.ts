// Leaving the shop for the bank's page: a full navigation, kept in one function so tests can stand in for it.
export function goToGateway(url: string): void {
  window.location.assign(url);
}
