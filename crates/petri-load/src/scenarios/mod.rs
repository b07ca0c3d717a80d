//! The scenarios, one a file; each starts what it needs, runs bounded in count and time,
//! prints what it measured and fails (an `Err`) when the server broke a promise.

mod capacity;
mod failover;
mod latency;
mod restart;
mod slow;
mod soak;
mod storm;

pub use capacity::capacity;
pub use failover::failover;
pub use latency::latency;
pub use restart::restart;
pub use slow::{Slow, slow_readers};
pub use soak::soak;
pub use storm::storm;
