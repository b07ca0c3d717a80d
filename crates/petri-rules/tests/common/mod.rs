//! Helpers shared by the integration tests: the naive reference generator and a tiny RNG.
#![allow(dead_code)]

pub mod naive;
pub mod util;
