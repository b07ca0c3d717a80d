//! The real server binary against real clients, one test binary (one link) for all of them:
//! the protocol (`online`), several nodes on Redis (`cluster`), accounts, ratings, clocks and
//! the HTTP API's errors (`http`).
//! Tests run in parallel; each starts its own server on a free port (and its own Redis on a
//! port of its own below 32768).

mod common;

mod accounts;
mod clocks;
mod cluster;
mod http;
mod online;
mod ratings;
