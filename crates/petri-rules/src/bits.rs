//! Bitboards: one bit per hole in canonical order.
//!
//! [`Bitboard`] (256 bits) is the public set type and covers every board size. The move
//! generator is generic over [`Bits`] so the standard board (121 holes) runs on a plain
//! `u128`, and sizes 5 and 6 on `Bitboard`.

use std::fmt;
use std::hash::Hash;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

use serde::{Deserialize, Serialize};

/// A set of holes (up to 256), bit `i` = canonical hole `i`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Bitboard(pub [u64; 4]);

impl Bitboard {
    pub const EMPTY: Bitboard = Bitboard([0; 4]);

    #[inline]
    pub const fn from_index(i: usize) -> Bitboard {
        let mut w = [0u64; 4];
        w[i >> 6] = 1 << (i & 63);
        Bitboard(w)
    }
    #[inline]
    pub const fn has(&self, i: usize) -> bool {
        (self.0[i >> 6] >> (i & 63)) & 1 != 0
    }
    #[inline]
    pub fn set(&mut self, i: usize) {
        self.0[i >> 6] |= 1 << (i & 63);
    }
    #[inline]
    pub fn clear(&mut self, i: usize) {
        self.0[i >> 6] &= !(1 << (i & 63));
    }
    #[inline]
    pub const fn count(&self) -> u32 {
        self.0[0].count_ones()
            + self.0[1].count_ones()
            + self.0[2].count_ones()
            + self.0[3].count_ones()
    }
    #[inline]
    pub const fn is_empty(&self) -> bool {
        (self.0[0] | self.0[1] | self.0[2] | self.0[3]) == 0
    }
    /// Lowest set index, if any.
    #[inline]
    pub fn first(&self) -> Option<usize> {
        for (k, w) in self.0.iter().enumerate() {
            if *w != 0 {
                return Some(k * 64 + w.trailing_zeros() as usize);
            }
        }
        None
    }
    /// Indices of set bits in increasing (canonical) order.
    pub fn iter(self) -> BitIter<Bitboard> {
        BitIter(self)
    }
    /// Build from indices.
    pub fn from_indices(it: impl IntoIterator<Item = usize>) -> Bitboard {
        let mut b = Bitboard::EMPTY;
        for i in it {
            b.set(i);
        }
        b
    }
}

impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

macro_rules! bitboard_op {
    ($tr:ident, $f:ident, $tra:ident, $fa:ident, $op:tt) => {
        impl $tr for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $f(self, o: Bitboard) -> Bitboard {
                Bitboard([self.0[0] $op o.0[0], self.0[1] $op o.0[1], self.0[2] $op o.0[2], self.0[3] $op o.0[3]])
            }
        }
        impl $tra for Bitboard {
            #[inline]
            fn $fa(&mut self, o: Bitboard) {
                *self = *self $op o;
            }
        }
    };
}
bitboard_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bitboard_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bitboard_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard([!self.0[0], !self.0[1], !self.0[2], !self.0[3]])
    }
}

/// Iterator over the set indices of a bit set, lowest first.
#[derive(Clone, Copy, Debug)]
pub struct BitIter<B>(pub(crate) B);

impl<B: Bits> Iterator for BitIter<B> {
    type Item = usize;
    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0.is_zero() {
            None
        } else {
            Some(self.0.pop_lowest())
        }
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count() as usize;
        (n, Some(n))
    }
}

impl<B: Bits> ExactSizeIterator for BitIter<B> {}

/// The operations the move generator needs from a bit set.
pub trait Bits:
    Copy
    + Eq
    + Hash
    + fmt::Debug
    + Default
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
{
    const ZERO: Self;
    /// Number of holes this type can hold.
    const CAPACITY: usize;
    fn bit(i: usize) -> Self;
    fn has(self, i: usize) -> bool;
    fn count(self) -> u32;
    fn is_zero(self) -> bool;
    /// Remove and return the lowest set index. The set must not be empty.
    fn pop_lowest(&mut self) -> usize;
    fn from_board(b: Bitboard) -> Self;
    fn to_board(self) -> Bitboard;
    #[inline]
    fn ones(self) -> BitIter<Self> {
        BitIter(self)
    }
}

impl Bits for u128 {
    const ZERO: u128 = 0;
    const CAPACITY: usize = 128;
    #[inline(always)]
    fn bit(i: usize) -> u128 {
        1u128 << i
    }
    #[inline(always)]
    fn has(self, i: usize) -> bool {
        (self >> i) & 1 != 0
    }
    #[inline(always)]
    fn count(self) -> u32 {
        self.count_ones()
    }
    #[inline(always)]
    fn is_zero(self) -> bool {
        self == 0
    }
    #[inline(always)]
    fn pop_lowest(&mut self) -> usize {
        let i = self.trailing_zeros() as usize;
        *self &= *self - 1;
        i
    }
    #[inline]
    fn from_board(b: Bitboard) -> u128 {
        debug_assert!(b.0[2] == 0 && b.0[3] == 0);
        b.0[0] as u128 | ((b.0[1] as u128) << 64)
    }
    #[inline]
    fn to_board(self) -> Bitboard {
        Bitboard([self as u64, (self >> 64) as u64, 0, 0])
    }
}

impl Bits for Bitboard {
    const ZERO: Bitboard = Bitboard::EMPTY;
    const CAPACITY: usize = 256;
    #[inline(always)]
    fn bit(i: usize) -> Bitboard {
        Bitboard::from_index(i)
    }
    #[inline(always)]
    fn has(self, i: usize) -> bool {
        Bitboard::has(&self, i)
    }
    #[inline(always)]
    fn count(self) -> u32 {
        Bitboard::count(&self)
    }
    #[inline(always)]
    fn is_zero(self) -> bool {
        self.is_empty()
    }
    #[inline(always)]
    fn pop_lowest(&mut self) -> usize {
        for k in 0..4 {
            let w = self.0[k];
            if w != 0 {
                self.0[k] = w & (w - 1);
                return k * 64 + w.trailing_zeros() as usize;
            }
        }
        unreachable!("pop_lowest on an empty bitboard")
    }
    #[inline]
    fn from_board(b: Bitboard) -> Bitboard {
        b
    }
    #[inline]
    fn to_board(self) -> Bitboard {
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bitboard_basics() {
        let mut b = Bitboard::EMPTY;
        for i in [0, 63, 64, 127, 128, 200, 252] {
            b.set(i);
        }
        assert_eq!(b.count(), 7);
        assert_eq!(
            b.iter().collect::<Vec<_>>(),
            vec![0, 63, 64, 127, 128, 200, 252]
        );
        assert_eq!(b.first(), Some(0));
        b.clear(0);
        assert_eq!(b.first(), Some(63));
        assert!((b & !b).is_empty());
        let x: u128 = (1 << 3) | (1 << 100);
        assert_eq!(u128::from_board(x.to_board()), x);
        assert_eq!(x.ones().collect::<Vec<_>>(), vec![3, 100]);
    }
}
