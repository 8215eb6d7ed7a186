// Service worker: keeps a copy of every file of the page so the game loads
// and plays offline once it has loaded once. build/web.sh replaces VERSION,
// so a new release fills a new cache and the old one is deleted.
"use strict";
const CACHE = "nimitz-VERSION";
const FILES = ["./", "index.html", "wasm_exec.js", "nimitz.wasm.gz"];

self.addEventListener("install", event => {
  event.waitUntil(caches.open(CACHE).then(c => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", event => {
  event.waitUntil(caches.keys()
    .then(keys => Promise.all(keys.filter(k => k.startsWith("nimitz-") && k !== CACHE).map(k => caches.delete(k))))
    .then(() => self.clients.claim()));
});

// The cached copy first: this version's files never change. Anything not
// cached goes to the network.
self.addEventListener("fetch", event => {
  if (event.request.method !== "GET") return;
  event.respondWith(caches.open(CACHE)
    .then(c => c.match(event.request, { ignoreSearch: true }))
    .then(hit => hit || fetch(event.request)));
});
